/** One weighing, one answer (issue 43) at Knüffeln for five, the dealer playing alone or sitting out (coach-follow.fixture.ts). */
import { followTables, TABLES } from './coach-follow.fixture.ts';

followTables(TABLES.filter((r) => r.seats === 5));
