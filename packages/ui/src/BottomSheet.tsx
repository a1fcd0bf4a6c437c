import { ModalDialog, type ModalProps } from './modal-dialog';

type BottomSheetProps = ModalProps;

/** A Modal anchored to the bottom edge that slides up; same states, focus and back-button rules. */
export function BottomSheet(props: BottomSheetProps) {
  return <ModalDialog {...props} placement="bottom" />;
}
