import { Svg, type IconProps } from "./svg";

export function X(props: IconProps) {
  return (
    <Svg name="x" {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Svg>
  );
}
