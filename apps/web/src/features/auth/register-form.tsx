import { ENTRY_TEXTS } from '@mpu/ui-texts';
import { useRef, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage } from '../../shared/api/api-error';
import { useToast } from '../../shared/toast/use-toast';
import { SubmitButton } from '../../shared/ui/submit-button';
import { TextField } from '../../shared/ui/text-field';
import { useRegisterMutation } from './auth.api';
import { completeSignIn } from './complete-sign-in';
import { registerFormSchema } from './register-form.schema';
import { UsernameField } from './username-field';
import { focusFirstInvalid, useValidatedForm } from './use-validated-form';

const T = ENTRY_TEXTS.entry;
const R = ENTRY_TEXTS.register;

/**
 * Spec 1 §4: registration success goes to /. The router only exists in the signed-in app, so the address
 * is set here, before that app mounts and reads it.
 */
function goHome(): void {
  if (window.location.pathname !== '/') window.history.pushState(null, '', '/');
}

export function RegisterForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [register, { isLoading }] = useRegisterMutation();
  const { field, validateAll } = useValidatedForm(registerFormSchema, {
    username: '',
    displayName: '',
    password: '',
    confirmPassword: '',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const result = validateAll();
    if (!result.ok) {
      focusFirstInvalid(formRef.current, result.fieldErrors);
      return;
    }
    const { username, password, displayName } = result.data;
    try {
      const user = await register({ username, password, ...(displayName ? { displayName } : {}) }).unwrap();
      toast({ title: R.successTitle, description: R.successText });
      goHome();
      completeSignIn(dispatch, user);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: R.failedTitle,
        description: errorMessage(error, R.unexpected),
      });
    }
  };

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
      <UsernameField {...field('username')} />
      <TextField
        label={T.displayNameLabel}
        {...field('displayName')}
        hint={T.displayNameHint}
        type="text"
        autoComplete="nickname"
      />
      <TextField
        label={T.passwordLabel}
        {...field('password')}
        hint={T.passwordHint}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        label={T.confirmPasswordLabel}
        {...field('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton label={T.registerSubmit} pending={isLoading} />
    </form>
  );
}
