/** The `dungeon-crawl` command from the TypeScript sources (under tsx), for tests that add a system by DUNGEON_CRAWL_SYSTEMS. */
import { main } from '../../src/cli/main.ts';

process.exitCode = await main(process.argv.slice(2));
