import type { LoginInput, PrepareLogoutResponse, UserDto } from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';

/** POST /api/register body: the confirmation field is not sent, an empty display name is left out. */
export interface RegisterRequest {
  username: string;
  password: string;
  displayName?: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 401 means nobody is logged in. */
    getCurrentUser: build.query<UserDto, void>({
      query: () => '/user',
      providesTags: ['User'],
    }),
    login: build.mutation<UserDto, LoginInput>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    register: build.mutation<UserDto, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    prepareLogout: build.mutation<PrepareLogoutResponse, void>({
      query: () => ({ url: '/prepare-logout', method: 'POST', body: {} }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  usePrepareLogoutMutation,
  useLogoutMutation,
} = authApi;
