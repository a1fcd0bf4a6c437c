import './tokens.css';

export { SPINNER_AUTO_HIDE_MS } from './constants';
export { applyThemeOverrides, setTheme } from './theme';
export type { ThemeName } from './theme';
export { UI_NAMESPACE, uiMessages } from './locales';

export { AlertDialog } from './AlertDialog';
export { Modal } from './Modal';
export { BottomSheet } from './BottomSheet';
export { Toast, ToastViewport } from './Toast';
export { Tabs } from './Tabs';
export { Spinner } from './Spinner';
export { Button } from './Button';
export { CloseButton } from './CloseButton';
export { FloatingBanner } from './FloatingBanner';
export { Docked } from './Docked';
export { useModalOpen } from './use-modal-open';
export { usePrefersReducedMotion } from './use-reduced-motion';
export type { ButtonVariant } from './Button';
export { TextField } from './TextField';
export { TextAreaField } from './TextAreaField';
export { SelectField } from './SelectField';
export { usePressGesture } from './press-gesture';
export type { PressPoint } from './press-gesture';
