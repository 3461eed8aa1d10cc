import { context, trace, type Span } from '@opentelemetry/api';
import type { ImageModelMiddleware, LanguageModelMiddleware } from 'ai';
import { activeTraceScope, attributesOf, markFailed, withSpan } from '../telemetry/span-scope.js';

// Every call to an AI provider becomes a span of the running request's or job's trace: which
// model, how long, the tokens. Prompts and replies may hold a child's name or a family's text,
// so they are kept (as attachments, when long) only with TRACE_CAPTURE_CONTENT=true.

type Usage = { inputTokens?: { total?: number }; outputTokens?: { total?: number } };

function recordUsage(span: Span | undefined, usage: Usage | undefined) {
  if (!span || !usage) return;
  const input = usage.inputTokens?.total;
  const output = usage.outputTokens?.total;
  if (input !== undefined) span.setAttribute('ai.usage.input_tokens', input);
  if (output !== undefined) span.setAttribute('ai.usage.output_tokens', output);
}

const modelAttributes = (capability: string, model: { provider: string; modelId: string }) => ({
  category: 'provider' as const,
  attributes: {
    'ai.capability': capability,
    'ai.provider': model.provider,
    'ai.model': model.modelId,
  },
});

const capturing = () => activeTraceScope()?.captureContent === true;

export const tracedTextMiddleware: LanguageModelMiddleware = {
  wrapGenerate: ({ doGenerate, params, model }) =>
    withSpan(`provider text ${model.modelId}`, modelAttributes('text', model), async (span) => {
      if (span && capturing()) span.setAttribute('ai.prompt', JSON.stringify(params.prompt));
      const result = await doGenerate();
      recordUsage(span, result.usage);
      if (span && capturing()) {
        const text = result.content.flatMap((part) => (part.type === 'text' ? [part.text] : []));
        span.setAttribute('ai.response', text.join(''));
      }
      return result;
    }),

  async wrapStream({ doStream, params, model }) {
    const scope = activeTraceScope();
    if (!scope) return doStream();
    const span = scope.tracer.startSpan(`provider text ${model.modelId}`, {
      attributes: attributesOf(modelAttributes('text', model)),
    });
    if (scope.captureContent) span.setAttribute('ai.prompt', JSON.stringify(params.prompt));
    let result;
    try {
      result = await context.with(trace.setSpan(context.active(), span), doStream);
    } catch (error) {
      markFailed(span, error);
      span.end();
      throw error;
    }
    let reply = '';
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      if (scope.captureContent) span.setAttribute('ai.response', reply);
      span.end();
    };
    const watched = result.stream.pipeThrough(
      new TransformStream({
        transform(part, controller) {
          if (part.type === 'text-delta') reply += part.delta;
          else if (part.type === 'finish') recordUsage(span, part.usage);
          else if (part.type === 'error') markFailed(span, part.error);
          controller.enqueue(part);
        },
        flush: end,
        cancel: end,
      }),
    );
    return { ...result, stream: watched };
  },
};

export const tracedImageMiddleware: ImageModelMiddleware = {
  wrapGenerate: ({ doGenerate, params, model }) =>
    withSpan(`provider image ${model.modelId}`, modelAttributes('image', model), async (span) => {
      if (span && capturing() && typeof params.prompt === 'string') {
        span.setAttribute('ai.prompt', params.prompt);
      }
      const result = await doGenerate();
      span?.setAttribute('ai.images', result.images.length);
      return result;
    }),
};
