/** One weighing, one answer (issue 43) at the six-seat tables (coach-follow.fixture.ts). */
import { followTables, TABLES } from './coach-follow.fixture.ts';

followTables(TABLES.filter((r) => r.seats === 6));
