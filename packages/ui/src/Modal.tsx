import { ModalDialog, type ModalProps } from './modal-dialog';

/** A centred dialog that fades and scales in and out: shown, then hiding for 250 ms, then removed. */
export function Modal(props: ModalProps) {
  return <ModalDialog {...props} placement="center" />;
}
