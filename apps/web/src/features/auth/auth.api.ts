import type { LoginInput, PrepareLogoutResponse, registerSchema, UserDto } from '@mpu/contracts';
import type * as z from 'zod/mini';
import { baseApi } from '../../shared/api/base.api';

/** POST /api/register body as its schema reads it: the confirmation field is not sent, an empty display name is left out. */
export type RegisterRequest = z.input<typeof registerSchema>;

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
