export interface GatewayContext { placeholder?: true }
