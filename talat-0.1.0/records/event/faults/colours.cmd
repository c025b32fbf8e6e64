talat event colours.yaml
