import * as z from 'zod/mini';
import { requestObject } from '../common/request.schemas';

/** A lookup by id: whatever is not the id of a user answers "not found", as an unknown uuid does. */
export const getUserRequestSchema = requestObject({ userId: z.catch(z.string(), '') });

/** A lookup by username (case-insensitive); anything that is not a string finds nobody. */
export const findUserByUsernameRequestSchema = requestObject({
  username: z.catch(z.string().check(z.maxLength(320)), ''),
});
