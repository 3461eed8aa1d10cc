import { z } from 'zod';
import {
  AuthStatus,
  ChangeType,
  ContentKind,
  EventType,
  Plan,
  StoryElementType,
  WizardPhase,
} from './enums.js';

export const planSchema = z.enum(Plan);
export const wizardPhaseSchema = z.enum(WizardPhase);
export const storyElementTypeSchema = z.enum(StoryElementType);
export const contentKindSchema = z.enum(ContentKind);
export const eventTypeSchema = z.enum(EventType);
export const changeTypeSchema = z.enum(ChangeType);
export const authStatusSchema = z.enum(AuthStatus);
