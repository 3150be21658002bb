export class GetHistoryQuery {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {}
}
