export class ListPartnersQuery {}
