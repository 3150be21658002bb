export class GetSessionQuery {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
  ) {}
}
