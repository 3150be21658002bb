import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'buildmentor:isPublic';

/** Marks an endpoint that needs no token. Everything else is protected by default. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
