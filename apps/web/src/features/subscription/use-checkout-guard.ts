import { SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../shared/toast/use-toast';
import { CheckoutGuard } from './checkout-guard';

/** The §4.3 guard for one page: `held` for the button, and 'Bitte warten' when a second request is refused. */
export function useCheckoutGuard() {
  const [held, setHeld] = useState(false);
  const toast = useToast();
  const [guard] = useState(() => new CheckoutGuard(setHeld));

  useEffect(() => () => guard.dispose(), [guard]);

  const run = useCallback(
    async (action: () => Promise<boolean>) => {
      const result = await guard.run(action);
      if (result === 'busy') toast({ title: SUBSCRIPTION_TEXTS.pleaseWait });
      return result;
    },
    [guard, toast],
  );

  return { held, run };
}
