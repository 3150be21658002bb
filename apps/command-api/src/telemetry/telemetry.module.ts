import { Module } from '@nestjs/common';
import { area, controllersOf, slice } from '../http/area';
import { RecordUiEventHandler } from './record-ui-event/record-ui-event.handler';
import { RecordUiEventController, recordUiEventDoc } from './record-ui-event/record-ui-event.http.controller';

const SLICES = [slice(RecordUiEventController, recordUiEventDoc)];

/** UI telemetry from the frontend. */
@Module({ controllers: controllersOf(SLICES), providers: [RecordUiEventHandler] })
export class TelemetryModule {}

export const TELEMETRY_AREA = area(TelemetryModule, SLICES);
