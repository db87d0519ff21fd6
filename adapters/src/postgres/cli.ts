/// <reference types="node" />
/**
 * The database from the command line (configuration from the environment: DATABASE_URL for
 * PostgreSQL, else PGlite in PGLITE_DATA_DIR, default `.data/pglite`):
 *
 *   npx tsx adapters/src/postgres/cli.ts migrate            apply the migrations
 *   npx tsx adapters/src/postgres/cli.ts seed [n] [--reset] migrate, then seed with number n (skipped if seeded)
 *   npx tsx adapters/src/postgres/cli.ts reset              empty every table (the schema stays)
 *   npx tsx adapters/src/postgres/cli.ts add-image <file> --model=<id> --colour=<name> --path=/images/...
 *                                     [--shape=] [--language=] [--position=] --alt-<language>=<text>
 *                                                           store a photo in a gallery (addImageCommand.ts)
 *   npx tsx adapters/src/postgres/cli.ts staff add --email= --name= --role=admin|support|warehouse|catalog
 *                                     [--language=en|ro|bg|hu|el] [--password=]
 *                                                           add a member of the staff console (staffCommand.ts)
 *
 * PGlite is single-process: stop the web server before running this against its data folder.
 */
import { Console, Effect, Exit } from "effect"
import { defaultSeedNumber } from "../seed/generateSeed.ts"
import { addImageCommand } from "./addImageCommand.ts"
import { layerFromConfig } from "./layers.ts"
import { migrate } from "./migrate.ts"
import { resetDatabase } from "./reset.ts"
import { seedDatabase } from "./seed.ts"
import { staffCommand } from "./staffCommand.ts"

const usage = "usage: cli.ts migrate | seed [seedNumber] [--reset] | reset | add-image <file> --model= --colour= --path= --alt-<language>= | staff add --email= --name= --role= [--language=] [--password=]"

const program = (args: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const [command, ...rest] = args
    const flags = rest.filter((a) => a.startsWith("--"))
    const positional = rest.filter((a) => !a.startsWith("--"))
    switch (command) {
      case "migrate":
        yield* migrate
        yield* Console.log("migrations applied")
        return 0
      case "seed": {
        const raw = positional[0]
        const seedNumber = raw === undefined ? defaultSeedNumber : Number(raw)
        if (!Number.isSafeInteger(seedNumber) || seedNumber < 0) {
          yield* Console.error(`seed number must be a non-negative integer, got ${raw}`)
          return 2
        }
        yield* migrate
        const started = Date.now()
        const outcome = yield* seedDatabase(seedNumber, { reset: flags.includes("--reset") })
        yield* Console.log(
          outcome.seeded
            ? `seeded with ${outcome.seedNumber}: ${outcome.products} products in ${Date.now() - started} ms`
            : `already seeded with ${outcome.seedNumber} (use --reset to seed again)`
        )
        return 0
      }
      case "add-image":
        yield* migrate
        return yield* addImageCommand(positional[0], flags)
      case "staff":
        yield* migrate
        return yield* staffCommand(positional, flags)
      case "reset":
        yield* migrate
        yield* resetDatabase
        yield* Console.log("every table emptied")
        return 0
      default:
        yield* Console.error(usage)
        return 2
    }
  }).pipe(Effect.provide(layerFromConfig))

const exit = await Effect.runPromiseExit(program(process.argv.slice(2)))
if (Exit.isFailure(exit)) {
  console.error(String(exit.cause))
  process.exitCode = 1
} else {
  process.exitCode = exit.value
}
