talat event syntax.yaml
