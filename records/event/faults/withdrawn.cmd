talat event withdrawn.yaml
