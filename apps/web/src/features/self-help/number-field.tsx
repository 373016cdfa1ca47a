import { TextField, type TextFieldProps } from '../../shared/ui/text-field';

/**
 * A labelled number input (decimal keyboard unless told otherwise); its hint stays under a message. Text that is
 * no number reaches `onValueChange` as '' with `badInput`.
 */
export function NumberField(props: Omit<TextFieldProps, 'type' | 'hintWithError'>) {
  return <TextField inputMode="decimal" {...props} type="number" hintWithError />;
}
