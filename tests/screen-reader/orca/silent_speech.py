"""A speech server for Orca that says nothing.

Orca writes every utterance to its debug log ("SPEECH OUTPUT: ...") before it hands it to a speech server; with
speech-dispatcher and no audio device it can block there. This stand-in accepts every call and discards it, so the
log is the whole of what a listener would hear. Named in user-settings.conf as speechServerFactory.
"""

from orca import speechserver


class SpeechServer(speechserver.SpeechServer):
    _instance = None

    @staticmethod
    def getFactoryName():
        return "Silent stand-in"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._instance is None:
            SpeechServer._instance = SpeechServer()
        return SpeechServer._instance

    @staticmethod
    def shutdownActiveServers():
        pass

    def getInfo(self):
        return [self.getFactoryName(), "silent"]

    def getVoiceFamilies(self):
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        pass

    def speakCharacter(self, character, acss=None):
        pass

    def speakKeyEvent(self, event, acss=None):
        pass

    def sayAll(self, utteranceIterator, progressCallback):
        pass

    def stop(self):
        pass

    def shutdown(self):
        pass

    def reset(self, text=None, acss=None):
        pass
