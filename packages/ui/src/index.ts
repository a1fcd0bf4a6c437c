import './tokens.css';

export { MODAL_ANIMATION_MS, SPINNER_AUTO_HIDE_MS, TOAST_DURATION_MS } from './constants';
export { applyThemeOverrides, setTheme } from './theme';
export type { ThemeName } from './theme';
export { UI_NAMESPACE, uiMessages } from './locales';
export type { UiMessageKey, UiMessages } from './locales';

export { AlertDialog } from './AlertDialog';
export type { AlertDialogProps } from './AlertDialog';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { BottomSheet } from './BottomSheet';
export type { BottomSheetProps } from './BottomSheet';
export { useModalState } from './use-modal-state';
export type { ModalState } from './use-modal-state';
export { Toast, ToastViewport } from './Toast';
export type { ToastProps, ToastVariant, ToastViewportProps, ToastPlacement } from './Toast';
export { Tabs } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
