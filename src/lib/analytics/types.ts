export type Properties = Record<string, unknown>;

/** Events with a fixed shape; any other name takes free-form properties. */
export interface KnownEvents {
  'navigation clicked': {
    button_text: string;
    click_from: string;
    page_name: string;
    page_url: string;
  };
  'inquiry submitted': { form_source: string };
  'inquiry failed': { form_source: string };
}

export type EventProperties<E extends string> = E extends keyof KnownEvents ? KnownEvents[E] : Properties;

/** The part of the vendor's API the site uses. */
export interface AnalyticsVendor {
  track(event: string, properties?: Properties): unknown;
  page(properties?: Properties): unknown;
}

export interface AnalyticsConfig {
  enabled: boolean;
  writeKey: string;
  scriptUrl: string;
}
