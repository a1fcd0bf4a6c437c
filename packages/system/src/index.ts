// The package's one stylesheet; the shell links the built copy as `@lotto/system/styles.css`.
import './system.css';

export { SYSTEM_PATHS } from './paths';
export { SYSTEM_NAMESPACE, systemMessages } from './locales';
export type { SystemMessageKey } from './locales';
export { systemSlice, selectSystemScreen } from './system-slice';
/**
 * @public The slice's state: nothing imports it by name, but the declarations of a store that
 * holds the slice (the shell's `rootReducer`) name it, so it must stay reachable here.
 */
export type { SystemState } from './system-slice';
export { startSystemChecks } from './connectivity/start-system-checks';
export { SystemGate } from './SystemGate';
export { BrandSpinner } from './BrandSpinner';
export { DomainErrorModal } from './DomainErrorModal';
export { FasterLineOffer } from './FasterLineOffer';
export { loadLineChooserPage, LINE_CHOOSER_TITLE_KEY } from './lines/route';
