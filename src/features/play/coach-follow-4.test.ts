/** One weighing, one answer (issue 43) at the four-seat tables: four-player Knüffeln, and the other games at four (coach-follow.fixture.ts). */
import { followKnueffeln, followTables, TABLES } from './coach-follow.fixture.ts';

followKnueffeln();
followTables(TABLES.filter((r) => r.seats === 4));
