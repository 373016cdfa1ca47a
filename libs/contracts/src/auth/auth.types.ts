/** The user as the API shows it (spec 1 §3, spec 3 §3). Never carries a password hash. */
export interface UserDto {
  id: string;
  username: string;
  displayName: string | null;
  isAdmin: boolean;
  createdAt: string;
}

export interface VerifyCredentialsRequest {
  username: string;
  password: string;
}

export interface GetUserRequest {
  userId: string;
}

export interface FindUserByUsernameRequest {
  username: string;
}

/** Only the id (null: no such user); the caller already knows the name it asked for. */
export interface FindUserByUsernameResponse {
  userId: string | null;
}

export interface PrepareLogoutResponse {
  sessionsCompleted: number;
}
