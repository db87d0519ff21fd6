import { serveWithSettings, settingsOf } from "../../src/server/settings.ts"

/**
 * Serves the app's runtime with the settings a server started with `env` would have (unset variables
 * take their defaults; the environment of the test process is not read), until the next call or
 * `useEnvironmentSettings`. The database and the other services stay as they are.
 */
export const useSettings = (env: Readonly<Record<string, string>>): void => serveWithSettings(settingsOf(env))

/** Back to the settings of the test process's environment. */
export const useEnvironmentSettings = (): void => serveWithSettings(undefined)
