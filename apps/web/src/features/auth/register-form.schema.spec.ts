import { AUTH_MESSAGES, validate } from '@mpu/contracts';
import { ENTRY_TEXTS } from '@mpu/ui-texts';
import { registerFormSchema } from './register-form.schema';

describe('registerFormSchema', () => {
  it('reports a mismatching confirmation on the confirmation field', () => {
    const result = validate(registerFormSchema, {
      username: 'anna',
      password: 'geheim1',
      confirmPassword: 'geheim2',
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: ENTRY_TEXTS.register.passwordMismatch },
    });
  });

  it('reports every field with its own message', () => {
    const result = validate(registerFormSchema, { username: 'ab', password: '1', confirmPassword: '1' });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { username: AUTH_MESSAGES.usernameTooShort, password: AUTH_MESSAGES.passwordTooShort },
    });
  });
});
