// The package's one stylesheet; the shell links the built copy as `@lotto/popups/styles.css`.
import './popups.css';

export { POPUPS_NAMESPACE, popupsMessages } from './locales';
export { BannerCarousel } from './banners/BannerCarousel';
export { NoticeLine } from './notices/NoticeLine';
export { popupsFeature } from './feature';
