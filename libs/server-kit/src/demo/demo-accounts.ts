import accounts from './demo-accounts.json';

export interface DemoAccount {
  id: string;
  label: string;
  username: string;
  password: string;
  displayName: string | null;
  isAdmin: boolean;
  premium: boolean;
}

/**
 * The three demo accounts `npm start` and docker compose seed (SEED_DEMO_ACCOUNTS=true), with fixed
 * ids so every service seeds its part for the same user. Never enabled in production manifests.
 */
export const DEMO_ACCOUNTS: Record<'admin' | 'premium' | 'free', DemoAccount> = accounts;
