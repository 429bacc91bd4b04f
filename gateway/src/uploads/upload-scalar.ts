import { GraphQLError, GraphQLScalarType } from 'graphql';
import { UploadedFile } from './uploaded-file';

/**
 * The `Upload` scalar (schema.graphql; GraphQL multipart request spec): a variable whose value
 * uploads/multipart.ts replaced with an {@link UploadedFile}. Anything else (a string, an inline
 * literal, a plain JSON request) is BAD_USER_INPUT; an Upload is never sent back.
 */
export const UploadScalar = new GraphQLScalarType<UploadedFile, never>({
  name: 'Upload',
  description: 'A file sent with the GraphQL multipart request spec.',
  parseValue(value) {
    if (value instanceof UploadedFile) return value;
    throw new GraphQLError('Send the file as a multipart request (GraphQL multipart request spec).', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  },
  parseLiteral() {
    throw new GraphQLError('A file cannot be written inline; send it as a multipart request.', { extensions: { code: 'BAD_USER_INPUT' } });
  },
  serialize() {
    throw new GraphQLError('Upload is an input-only type.');
  },
});
