import { installMissingBuiltins } from './builtins';

/**
 * The app's first module (main.tsx imports it first, and the build puts it at the head of the
 * libraries' chunk): libraries and the store call these built-ins as their modules load.
 */
installMissingBuiltins(self);
