// The presence requests' inputs: the wire schemas of libs/validation, which the client builds its bodies from.
export { presenceBeatSchema as presenceSchema, presenceLeaveSchema, presenceQuerySchema } from '@backoffice/validation';
