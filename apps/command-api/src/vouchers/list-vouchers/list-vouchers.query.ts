export class ListVouchersQuery {}
