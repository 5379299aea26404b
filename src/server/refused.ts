/** A refusal the client caused: sent back as `{error}` with this HTTP status (or a `refused` message on a socket). */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
