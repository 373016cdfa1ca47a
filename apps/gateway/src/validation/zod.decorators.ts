import { Body, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { toJSONSchema } from 'zod/v4/core';
import type { Schema } from '@mpu/contracts';
import { decorateMethod } from './decorate-method.util';
import { ZodValidationPipe } from './zod-validation.pipe';

/**
 * Validation and OpenAPI documentation from one contracts schema, so the two can never disagree:
 * `@ZodBody(schema) body` validates the body (German 400 on failure) and documents it;
 * `@ZodQuery(schema) query` does the same for the query string, one documented parameter per property.
 */
export function ZodBody<T>(schema: Schema<T>): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodValidationPipe(schema))(target, key, index);
    decorateMethod(target, key, ApiBody({ schema: inputSchema(schema) }));
  };
}

export function ZodQuery<T>(schema: Schema<T>): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodValidationPipe(schema))(target, key, index);
    const json = inputSchema(schema);
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const required = json.required?.includes(name) ?? false;
      decorateMethod(target, key, ApiQuery({ name, required, schema: property as SchemaObject }));
    }
  };
}

/** Documents a 200 answer with the schema of what the handler returns. */
export function ZodOkResponse<T>(schema: Schema<T>, description?: string): MethodDecorator {
  return ApiOkResponse({ description, schema: toJSONSchema(schema) as SchemaObject });
}

function inputSchema<T>(schema: Schema<T>): SchemaObject {
  return toJSONSchema(schema, { io: 'input' }) as SchemaObject;
}
