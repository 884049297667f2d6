/** An error the client should see as it is: a real HTTP status and a message a person understands. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly retry?: boolean,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
