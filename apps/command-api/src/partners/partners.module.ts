import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { area, controllersOf, slice } from '../http/area';
import { GetMyPartnerHandler } from './get-my-partner/get-my-partner.handler';
import { GetMyPartnerController, getMyPartnerDoc } from './get-my-partner/get-my-partner.http.controller';
import { ListPartnersHandler } from './list-partners/list-partners.handler';
import { ListPartnersController, listPartnersDoc } from './list-partners/list-partners.http.controller';
import { RegisterPartnerHandler } from './register-partner/register-partner.handler';
import {
  RegisterPartnerController,
  registerPartnerDoc,
} from './register-partner/register-partner.http.controller';
import { ReviewPartnerHandler } from './review-partner/review-partner.handler';
import { ReviewPartnerController, reviewPartnerDoc } from './review-partner/review-partner.http.controller';

const SLICES = [
  slice(RegisterPartnerController, registerPartnerDoc),
  slice(GetMyPartnerController, getMyPartnerDoc),
  slice(ListPartnersController, listPartnersDoc),
  slice(ReviewPartnerController, reviewPartnerDoc),
];

/** Partner applications and their review (admin routes: AuthModule for `@AdminOnly()`). */
@Module({
  imports: [AuthModule],
  controllers: controllersOf(SLICES),
  providers: [RegisterPartnerHandler, GetMyPartnerHandler, ListPartnersHandler, ReviewPartnerHandler],
})
export class PartnersModule {}

export const PARTNERS_AREA = area(PartnersModule, SLICES);
