import { loginSchema } from '@mpu/contracts';
import { ENTRY_TEXTS } from '@mpu/ui-texts';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage } from '../../shared/api/api-error';
import { useToast } from '../../shared/toast/use-toast';
import { SubmitButton } from '../../shared/ui/submit-button';
import { TextField } from '../../shared/ui/text-field';
import { useLoginMutation } from './auth.api';
import { completeSignIn } from './complete-sign-in';
import { UsernameField } from './username-field';
import { focusFirstInvalid, useValidatedForm } from './use-validated-form';

const T = ENTRY_TEXTS.entry;
const L = ENTRY_TEXTS.login;

// Loaded on demand: the login screen itself does not need the dialog.
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

export function LoginForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [login, { isLoading }] = useLoginMutation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const { field, validateAll } = useValidatedForm(loginSchema, {
    username: '',
    password: '',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const result = validateAll();
    if (!result.ok) {
      focusFirstInvalid(formRef.current, result.fieldErrors);
      return;
    }
    try {
      completeSignIn(dispatch, await login(result.data).unwrap());
    } catch (error) {
      toast({
        variant: 'destructive',
        title: L.failedTitle,
        description: errorMessage(error, L.unexpected),
      });
    }
  };

  return (
    <>
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
        <UsernameField {...field('username')} />
        <TextField
          label={T.passwordLabel}
          {...field('password')}
          type="password"
          autoComplete="current-password"
        />
        <div className="form__aside">
          <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
            {T.forgotPassword}
          </button>
        </div>
        <SubmitButton label={T.loginSubmit} pending={isLoading} />
      </form>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
