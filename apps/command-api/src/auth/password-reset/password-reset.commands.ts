export class RequestPasswordResetCommand {
  constructor(
    readonly email: string,
    readonly clientAddress: string,
    readonly correlationId: string,
  ) {}
}

export class ConfirmPasswordResetCommand {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly correlationId: string,
  ) {}
}
