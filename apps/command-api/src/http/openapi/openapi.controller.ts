import { Controller, Get, Header, Inject } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import { Public } from '../../auth/public.decorator';
import { CONFIG } from '../../infrastructure/tokens';
import { ROUTE_DOCS } from '../../routes';
import { buildOpenApiDocument } from './openapi.document';

/** Serves the OpenAPI document generated from the same zod contracts the handlers validate with. */
@Controller('docs')
export class OpenApiController {
  private readonly document: unknown;

  constructor(@Inject(CONFIG) config: AppConfig) {
    this.document = buildOpenApiDocument(ROUTE_DOCS, {
      title: `${config.PRODUCT_NAME} API`,
      version: '0.1.0',
    });
  }

  @Public()
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  docs(): unknown {
    return this.document;
  }

  @Public()
  @Get('openapi.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  openapi(): unknown {
    return this.document;
  }
}
