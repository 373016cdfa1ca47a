import { ENTRY_TEXTS } from '@mpu/ui-texts';
import { TextField } from '../../shared/ui/text-field';

interface UsernameFieldProps {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/** Username or e-mail: e-mail keyboard, no auto-capitalisation or correction, filled by password managers. */
export function UsernameField(props: UsernameFieldProps) {
  return (
    <TextField
      {...props}
      label={ENTRY_TEXTS.entry.usernameLabel}
      type="text"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
