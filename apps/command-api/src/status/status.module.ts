import { Module } from '@nestjs/common';
import { area, controllersOf, slice } from '../http/area';
import { GetStatusHandler } from './get-status/get-status.handler';
import { GetStatusController, getStatusDoc } from './get-status/get-status.http.controller';

const SLICES = [slice(GetStatusController, getStatusDoc)];

/** Health: the event store position, the projector checkpoint and the lag between them. */
@Module({ controllers: controllersOf(SLICES), providers: [GetStatusHandler] })
export class StatusModule {}

export const STATUS_AREA = area(StatusModule, SLICES);
