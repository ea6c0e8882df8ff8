import { Svg, type IconProps } from "./svg";

export function ChevronDown(props: IconProps) {
  return (
    <Svg name="chevron-down" {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}
