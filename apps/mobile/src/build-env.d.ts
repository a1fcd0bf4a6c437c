/** What vite.config.ts's `define` writes into the build besides Vite's own. */
interface ImportMetaEnv {
  /** The Auth emulator's origin in a build made for it (LOTTO_AUTH_EMULATOR: build/auth-emulator.ts); undefined in a production build. */
  readonly LOTTO_AUTH_EMULATOR_URL?: string;
}
