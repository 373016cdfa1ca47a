import 'reflect-metadata';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import * as z from 'zod/mini';
import { ZodBody, ZodQuery } from './zod.decorators';
import { ZodValidationPipe } from './zod-validation.pipe';

/** @nestjs/swagger's metadata key for documented parameters (its constants are not exported). */
const API_PARAMETERS = 'swagger/apiParameters';

const bodySchema = z.object({ name: z.string() });
const querySchema = z.object({ period: z.enum(['day', 'month']), page: z.optional(z.string()) });

class ExampleController {
  create(@ZodBody(bodySchema) body: unknown): unknown {
    return body;
  }
  stats(@ZodQuery(querySchema) query: unknown): unknown {
    return query;
  }
}

function pipesOf(method: string): unknown[] {
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, ExampleController, method) as Record<
    string,
    { pipes: unknown[] }
  >;
  return Object.values(args).flatMap((arg) => arg.pipes);
}

describe('ZodBody / ZodQuery', () => {
  it('validate with a ZodValidationPipe of the schema', () => {
    expect(pipesOf('create')).toEqual([expect.any(ZodValidationPipe)]);
    expect(pipesOf('stats')).toEqual([expect.any(ZodValidationPipe)]);
  });

  it('document the body and each query parameter in OpenAPI', () => {
    const proto = ExampleController.prototype as unknown as Record<string, object>;
    const body = Reflect.getMetadata(API_PARAMETERS, proto.create!) as {
      in: string;
      schema: object;
    }[];
    expect(body).toEqual([
      expect.objectContaining({
        in: 'body',
        schema: expect.objectContaining({ properties: { name: { type: 'string' } }, required: ['name'] }),
      }),
    ]);
    const query = Reflect.getMetadata(API_PARAMETERS, proto.stats!) as {
      name: string;
      required: boolean;
    }[];
    expect(query.map(({ name, required }) => ({ name, required }))).toEqual(
      expect.arrayContaining([
        { name: 'period', required: true },
        { name: 'page', required: false },
      ]),
    );
  });
});
