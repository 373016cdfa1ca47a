/** Postgres SQLSTATE of a unique violation. */
export const PG_UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; driverError?: { code?: string } } | null;
  return candidate?.code === PG_UNIQUE_VIOLATION || candidate?.driverError?.code === PG_UNIQUE_VIOLATION;
}
