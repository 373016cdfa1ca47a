import { APP_TEXTS } from '@mpu/ui-texts';
import { useEffect, type ReactNode } from 'react';
import { useToast } from '../../shared/toast/use-toast';
import { PageSpinner } from '../../shared/ui/spinner';
import { PremiumLockedPage } from './premium-locked-page';
import type { RequiredTier } from './subscription.types';
import { usePremiumAccess } from './use-premium-access';

interface SubscriptionGateProps {
  /** Spec 3 §4.4: named per route, but only the active flag is checked. */
  tier?: RequiredTier;
  children: ReactNode;
}

/** Shows its content only with an active subscription; otherwise the 'Premium-Inhalt' dialog and page. */
export function SubscriptionGate({ tier = 'basic', children }: SubscriptionGateProps) {
  const { access, isError } = usePremiumAccess();
  const toast = useToast();

  useEffect(() => {
    if (isError)
      toast({
        variant: 'destructive',
        title: APP_TEXTS.gate.errorTitle,
        description: APP_TEXTS.gate.errorText,
      });
  }, [isError, toast]);

  if (access === 'checking') return <PageSpinner />;
  if (access === 'active') return children;
  return <PremiumLockedPage tier={tier} />;
}
