"""The table's sounds: the effects and how they are made (`synth`), what is heard for what
happens (`mapping`), and where it goes (`output`, through `mixer`). Pure Python but for
`mapping`, which listens to the controller's Qt signals; the audio library (miniaudio) is
imported only when a device is opened, after the window's first paint."""
