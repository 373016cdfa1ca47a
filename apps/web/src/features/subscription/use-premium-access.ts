import { useGetSubscriptionStatusQuery } from './subscription.api';

export type PremiumAccess = 'checking' | 'active' | 'locked';

/** Spec 1 §4: only the active flag counts; a status that cannot be fetched means not subscribed. */
export function usePremiumAccess(): { access: PremiumAccess; isError: boolean } {
  const { data, isLoading, isError } = useGetSubscriptionStatusQuery();
  if (isLoading) return { access: 'checking', isError: false };
  return { access: !isError && data?.active === true ? 'active' : 'locked', isError };
}
